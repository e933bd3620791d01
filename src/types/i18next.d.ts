import "i18next";

// i18next 22: t() returns strings (missing keys show the key, never null).
declare module "i18next" {
  interface CustomTypeOptions {
    returnNull: false;
  }
}
