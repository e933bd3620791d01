import * as React from "react";
import { render, screen } from "@testing-library/react";
import { useMounted, useMountedInNextTask } from "../../src/hooks/use-mounted";

function Probe({ hook }: { hook: () => boolean }) {
  return <p>{hook() ? "mounted" : "first render"}</p>;
}

describe("useMounted", () => {
  it("is false in the first render and true once its effects ran", () => {
    render(<Probe hook={useMounted} />);
    expect(screen.getByText("mounted")).toBeTruthy();
  });
});

describe("useMountedInNextTask", () => {
  it("stays false through the task that ran the first effects, then turns true in a later task", async () => {
    render(<Probe hook={useMountedInNextTask} />);
    // render() ran every effect and the updates they made: the plain hook would already say mounted.
    expect(screen.getByText("first render")).toBeTruthy();
    expect(await screen.findByText("mounted")).toBeTruthy();
  });
});
