// Manual mock of gatsby for component tests (Gatsby's unit-testing guide).
import * as React from "react";

const gatsby = jest.requireActual("gatsby");

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  activeClassName?: string;
  activeStyle?: object;
  partiallyActive?: boolean;
  replace?: boolean;
  state?: unknown;
};

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link: jest
    .fn()
    .mockImplementation(({ activeClassName, activeStyle, partiallyActive, replace, state, to, ...rest }: LinkProps) =>
      React.createElement("a", { ...rest, href: to }),
    ),
  Slice: jest.fn().mockImplementation(({ alias, ...rest }: { alias: string }) => React.createElement("div", { ...rest, "data-test-slice-alias": alias })),
  useStaticQuery: jest.fn(),
  navigate: jest.fn(),
};
