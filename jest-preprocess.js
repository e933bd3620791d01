// Babel transform for Jest, as in Gatsby's unit-testing guide, with TypeScript.
const babelOptions = {
  presets: ["babel-preset-gatsby", "@babel/preset-typescript"],
};
module.exports = require("babel-jest").default.createTransformer(babelOptions);
