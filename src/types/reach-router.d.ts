// Gatsby 5 ships its fork of Reach Router; its types are those of @types/reach__router.
declare module "@gatsbyjs/reach-router" {
  export * from "@reach/router";
}
