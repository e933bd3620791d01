/**
 * How a page's images load. The image most likely to be the page's largest
 * paint (the hero's banner, a service's picture, a post's featured image, the
 * first post of the blog's index) is fetched at once and ahead of the page's
 * other images, as the browser otherwise starts images at a low priority until
 * it has laid them out; the others wait until they come near the screen.
 * `fetchpriority` is the HTML attribute in lower case: the React typings of
 * this stack do not know the camel-case prop, and React writes an unknown
 * lower-case attribute as given.
 */
export const LARGEST_PAINT_IMAGE = { loading: "eager", fetchpriority: "high" } as const;

/** An image further down the page. */
export const LATER_IMAGE = { loading: "lazy", decoding: "async" } as const;
