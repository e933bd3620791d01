export * from "./common";
export * from "./store";
export * from "./coupon";
export * from "./service";
export * from "./content";
export * from "./booking";
export * from "./requests";
export * from "./blog";
