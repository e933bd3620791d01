import { shouldCollect, startCollector, WORKER_COLLECTOR, type CollectorSettings } from "../../gatsby/build-heap";

const MB = 1024 * 1024;
const settings: CollectorSettings = { everyMs: 1000, floorBytes: 400 * MB, growth: 1.5 };

describe("the build's collector", () => {
  it("collects only past the floor, and only once the heap has grown by half since the last collection", () => {
    expect(shouldCollect(399 * MB, 0, settings)).toBe(false);
    expect(shouldCollect(400 * MB, 0, settings)).toBe(true);
    expect(shouldCollect(440 * MB, 300 * MB, settings)).toBe(false);
    expect(shouldCollect(450 * MB, 300 * MB, settings)).toBe(true);
  });

  it("looks at the heap on its timer, collects when asked to, and measures what is left", () => {
    jest.useFakeTimers();
    try {
      // The heap a sampler reads: 500 MB, 350 MB live after a collection, then growing.
      let used = 500 * MB;
      const collect = jest.fn(() => {
        used = 350 * MB;
      });
      const stop = startCollector(settings, collect, () => used);
      expect(collect).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1000);
      expect(collect).toHaveBeenCalledTimes(1);
      used = 500 * MB; // grown, but less than half of 350 MB
      jest.advanceTimersByTime(3000);
      expect(collect).toHaveBeenCalledTimes(1);
      used = 530 * MB;
      jest.advanceTimersByTime(1000);
      expect(collect).toHaveBeenCalledTimes(2);
      stop();
      used = 900 * MB;
      jest.advanceTimersByTime(5000);
      expect(collect).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it("starts only in gatsby build's own process, once the worker reports its first query", async () => {
    const { onPreInit } = await import("../../gatsby/build-heap");
    const { EventEmitter } = await import("node:events");
    const emitter = new EventEmitter();
    const setInterval = jest.spyOn(global, "setInterval");
    const env = { ...process.env };
    try {
      process.env.gatsby_executing_command = "develop";
      onPreInit({ emitter });
      process.env.gatsby_executing_command = "build";
      process.env.GATSBY_WORKER_ID = "1";
      onPreInit({ emitter });
      emitter.emit("QUERY_START");
      expect(setInterval).not.toHaveBeenCalled();
      delete process.env.GATSBY_WORKER_ID;
      onPreInit({ emitter });
      expect(setInterval).not.toHaveBeenCalled();
      emitter.emit("QUERY_START");
      emitter.emit("QUERY_START");
      expect(setInterval).toHaveBeenCalledTimes(1);
      expect(emitter.listenerCount("QUERY_START")).toBe(0);
      clearInterval(setInterval.mock.results[0].value as NodeJS.Timeout);
    } finally {
      process.env = env;
      setInterval.mockRestore();
    }
  });

  it("starts in each worker of gatsby build, on the worker's own settings", async () => {
    const { onPluginInit } = await import("../../gatsby/build-heap");
    const setInterval = jest.spyOn(global, "setInterval");
    const env = { ...process.env };
    try {
      process.env.gatsby_executing_command = "build";
      delete process.env.GATSBY_WORKER_ID;
      onPluginInit(); // the main process has its own, from onPreInit
      process.env.gatsby_executing_command = "develop";
      process.env.GATSBY_WORKER_ID = "1";
      onPluginInit();
      expect(setInterval).not.toHaveBeenCalled();
      process.env.gatsby_executing_command = "build";
      onPluginInit();
      expect(setInterval).toHaveBeenCalledTimes(1);
      expect(setInterval.mock.calls[0][1]).toBe(WORKER_COLLECTOR.everyMs);
      clearInterval(setInterval.mock.results[0].value as NodeJS.Timeout);
    } finally {
      process.env = env;
      setInterval.mockRestore();
    }
  });
});
