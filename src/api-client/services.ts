/** Service, category and transcript calls. */
import { serviceCategorySchema, serviceSchema, transcriptSchema, type Service, type ServiceCategory, type Transcript } from "../contract";
import { getList, getOne, segment, type CallOptions, type QueryParams } from "./client";

export const listServices = (params?: QueryParams, options?: CallOptions): Promise<Service[]> => getList(serviceSchema, "/services", params, options);

export const getService = (id: number | string, params?: QueryParams, options?: CallOptions): Promise<Service> =>
  getOne(serviceSchema, `/services/${segment(id)}`, params, options);

/** GET /services/{slug}/{transcriptSlug}: slug of a service or of a category. */
export const getTranscript = (slug: string, transcriptSlug: string, params?: QueryParams, options?: CallOptions): Promise<Transcript> =>
  getOne(transcriptSchema, `/services/${segment(slug)}/${segment(transcriptSlug)}`, params, options);

/** GET /services_categories; pass `{ isNavigation: true }` for the main navigation's categories. */
export const listServiceCategories = (params?: QueryParams, options?: CallOptions): Promise<ServiceCategory[]> =>
  getList(serviceCategorySchema, "/services_categories", params, options);

export const getServiceCategory = (id: number | string, params?: QueryParams, options?: CallOptions): Promise<ServiceCategory> =>
  getOne(serviceCategorySchema, `/services_categories/${segment(id)}`, params, options);
