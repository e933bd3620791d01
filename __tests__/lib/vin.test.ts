import { normalizeVin, vinCheckDigit, vinProblem } from "../../src/lib/vin";

describe("VIN check digit", () => {
  it.each([
    ["1HGCM82633A004352", "3"],
    ["1M8GDM9AXKP042788", "X"],
    ["KM8K2CAB4PU001140", "4"],
    ["11111111111111111", "1"],
  ])("%s has check digit %s", (vin, digit) => {
    expect(vinCheckDigit(vin)).toBe(digit);
    expect(vinProblem(vin)).toBeNull();
  });

  it("names what is wrong: length, a letter a VIN never holds, a digit that does not match", () => {
    expect(vinProblem("1HGCM8263")).toBe("vin_length");
    expect(vinProblem("1HGCM82633A00435O")).toBe("vin_characters");
    expect(vinProblem("1HGCM82623A004352")).toBe("vin_check_digit");
    expect(vinProblem("2T1BURHE0JC123456")).toBe("vin_check_digit");
  });

  it("drops spaces and dashes and reads small letters as capitals", () => {
    expect(normalizeVin(" 1hgcm8-2633a 004352 ")).toBe("1HGCM82633A004352");
  });
});
