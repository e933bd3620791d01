import { fileNamePieces } from "../../src/lib/file-name";

describe("file names", () => {
  it("cuts after separators and gives the name back whole", () => {
    const name = "IMG_2026-05-12 pare-brise.fissure.jpg";
    expect(fileNamePieces(name)).toEqual(["IMG_", "2026-", "05-", "12 ", "pare-", "brise.", "fissure.", "jpg"]);
    expect(fileNamePieces(name).join("")).toBe(name);
    expect(fileNamePieces("__a").join("")).toBe("__a");
  });
});
