// Gatsby's own types reach sharp's (for an image option's fit values), and
// sharp's declare every Node global. The browser's settings
// (tsconfig.browser.json) point "sharp" here, so browser code is checked
// without Node's globals; nothing in the browser imports sharp.
export interface FitEnum {
  contain: "contain";
  cover: "cover";
  fill: "fill";
  inside: "inside";
  outside: "outside";
}
