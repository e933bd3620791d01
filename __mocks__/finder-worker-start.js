// Jest has neither workers nor import.meta: the finder runs its searches on the test's thread.
module.exports = { startFinderWorker: () => null };
