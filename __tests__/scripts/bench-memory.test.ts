import { spawn } from "node:child_process";
import { treeMemory, treeRss, withPeakMemory } from "../../scripts/bench/memory";

/** A child that holds `mb` MB for a second, as gatsby's workers hold pages. */
const holdMemory = (mb: number) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ["-e", `const b = Buffer.alloc(${mb} * 1024 * 1024, 1); setTimeout(() => console.log(b.length), 1000)`], {
      stdio: "ignore",
    });
    child.on("exit", () => resolve());
    child.on("error", reject);
  });

// Reads /proc: Linux, as CI and the development machines.
describe("peak memory of a build's process tree", () => {
  it("counts the memory of the processes a piece of work starts, apart from the process that starts them", async () => {
    const alone = treeRss();
    expect(alone).toBeGreaterThan(10 * 1024 * 1024);
    expect(treeMemory(process.pid, false).rss).toBeLessThan(alone);
    const { peak } = await withPeakMemory(() => holdMemory(150));
    expect(peak).not.toBeNull();
    expect(peak!.totalMb).toBeGreaterThan(alone / 1024 / 1024 + 120);
    // The child's buffer is anonymous memory, counted in the build's scope only once.
    expect(peak!.buildAnonMb).toBeGreaterThan(140);
    expect(peak!.buildMb).toBeGreaterThanOrEqual(peak!.buildAnonMb);
    expect(peak!.buildMb).toBeLessThan(peak!.totalMb);
  });
});
