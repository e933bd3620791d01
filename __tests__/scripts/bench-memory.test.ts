import { spawn } from "node:child_process";
import { treeRss, withPeakMemory } from "../../scripts/bench/memory";

// Reads /proc: Linux, as CI and the development machines.
describe("peak memory of a build's process tree", () => {
  it("counts the memory of the processes a piece of work starts", async () => {
    const alone = treeRss();
    expect(alone).toBeGreaterThan(10 * 1024 * 1024);
    // A child that holds 150 MB for a second, as gatsby's workers hold pages.
    const { peakMb } = await withPeakMemory(
      () =>
        new Promise<void>((resolve, reject) => {
          const child = spawn(process.execPath, ["-e", "const b = Buffer.alloc(150 * 1024 * 1024, 1); setTimeout(() => console.log(b.length), 1000)"], { stdio: "ignore" });
          child.on("exit", () => resolve());
          child.on("error", reject);
        }),
    );
    expect(peakMb).not.toBeNull();
    expect(peakMb!).toBeGreaterThan(alone / 1024 / 1024 + 120);
  });
});
