/** Store calls. List and search are cancellable (pass an AbortSignal). */
import {
  careerSchema,
  featuredServiceSchema,
  partnerSchema,
  serviceCategorySchema,
  socialNetworkSchema,
  storeSchema,
  testimonialSchema,
  type Career,
  type FeaturedService,
  type Partner,
  type ServiceCategory,
  type SocialNetwork,
  type Store,
  type Testimonial,
} from "../contract";
import { getList, segment, withListDefaults, type CallOptions, type ListParams, type QueryParams } from "./client";

export { getStore, searchStoresPage } from "./store-search";

/** GET /stores (defaults page=1, itemsPerPage=30). */
export const listStores = (params?: ListParams, options?: CallOptions): Promise<Store[]> => getList(storeSchema, "/stores", withListDefaults(params), options);

/** GET /stores/search?key=… or ?latitude=…&longitude=… (same defaults; answers carry distance). */
export const searchStores = (params?: ListParams, options?: CallOptions): Promise<Store[]> =>
  getList(storeSchema, "/stores/search", withListDefaults(params), options);

/** GET /stores/{slug}/careers (same defaults). */
export const getStoreCareers = (slug: string, params?: ListParams, options?: CallOptions): Promise<Career[]> =>
  getList(careerSchema, `/stores/${segment(slug)}/careers`, withListDefaults(params), options);

export const getStorePartners = (slug: string, params?: QueryParams, options?: CallOptions): Promise<Partner[]> =>
  getList(partnerSchema, `/stores/${segment(slug)}/partners`, params, options);

export const getStoreSocialNetworks = (slug: string, params?: QueryParams, options?: CallOptions): Promise<SocialNetwork[]> =>
  getList(socialNetworkSchema, `/stores/${segment(slug)}/social_networks`, params, options);

/** GET /stores/{slug}/categories: the service categories offered at the shop. */
export const getStoreCategories = (slug: string, params?: QueryParams, options?: CallOptions): Promise<ServiceCategory[]> =>
  getList(serviceCategorySchema, `/stores/${segment(slug)}/categories`, params, options);

export const getStoreFeaturedServices = (slug: string, params?: QueryParams, options?: CallOptions): Promise<FeaturedService[]> =>
  getList(featuredServiceSchema, `/stores/${segment(slug)}/featured-services`, params, options);

/** GET /stores/{slug}/testimonials: the store's reviews. */
export const getStoreTestimonials = (slug: string, params?: QueryParams, options?: CallOptions): Promise<Testimonial[]> =>
  getList(testimonialSchema, `/stores/${segment(slug)}/testimonials`, params, options);
