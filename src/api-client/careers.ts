/** Career calls (a store's careers are in stores.ts). */
import { careerSchema, type Career } from "../contract";
import { getList, getOne, segment, withListDefaults, type CallOptions, type ListParams, type QueryParams } from "./client";

export const listCareers = (params?: QueryParams, options?: CallOptions): Promise<Career[]> => getList(careerSchema, "/careers", params, options);

export const getCareer = (slug: string, params?: QueryParams, options?: CallOptions): Promise<Career> =>
  getOne(careerSchema, `/careers/${segment(slug)}`, params, options);

/** GET /careers/search (defaults page=1, itemsPerPage=30). */
export const searchCareers = (params?: ListParams, options?: CallOptions): Promise<Career[]> =>
  getList(careerSchema, "/careers/search", withListDefaults(params), options);
