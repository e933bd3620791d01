/**
 * @jest-environment jsdom
 */
/**
 * In the browser (a window), zod must parse without `new Function`: the CSP
 * has no 'unsafe-eval' (src/lib/zod-jitless.ts, imported by the contract).
 */
import { storeSchema } from "../../src/contract";
import { z } from "zod";

it("the contract's schemas parse in the browser without compiling code", () => {
  expect(z.config().jitless).toBe(true);
  const original = globalThis.Function;
  const compiled = jest.fn();
  globalThis.Function = new Proxy(original, {
    construct(target, args) {
      compiled(args);
      return Reflect.construct(target, args);
    },
  });
  try {
    const schema = z.object({ a: z.string(), b: z.number() });
    for (let i = 0; i < 3; i += 1) expect(schema.safeParse({ a: "x", b: i }).success).toBe(true);
    expect(storeSchema.safeParse({}).success).toBe(false);
  } finally {
    globalThis.Function = original;
  }
  expect(compiled).not.toHaveBeenCalled();
});
