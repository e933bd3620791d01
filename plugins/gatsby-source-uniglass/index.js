// Intentionally empty: Gatsby reads gatsby-node.ts; `main` must still resolve.
