// Gatsby's Link and friends read this global; tests run without the Gatsby loader.
global.___loader = {
  enqueue: jest.fn(),
};
