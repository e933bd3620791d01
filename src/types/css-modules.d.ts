declare module "*.module.css" {
  const classes: { readonly [key: string]: string };
  export = classes;
}
declare module "*.svg" {
  const url: string;
  export default url;
}
