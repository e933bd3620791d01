import * as React from "react";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AxiosError, AxiosHeaders } from "axios";
import { RedeemCoupon } from "../../src/components/redeem-coupon/redeem-coupon";
import { getCoupon } from "../../src/api-client/coupons";
import { getStore } from "../../src/api-client/stores";
import { couponSchema } from "../../src/contract";
import { couponPrintPath } from "../../src/lib/coupon-print";
import { renderWithI18n } from "../helpers/render-with-i18n";
import { storeWithCoupons } from "../helpers/store-with-coupons";

jest.mock("../../src/api-client/coupons", () => ({ ...jest.requireActual("../../src/api-client/coupons"), getCoupon: jest.fn() }));
jest.mock("../../src/api-client/stores", () => ({ ...jest.requireActual("../../src/api-client/stores"), getStore: jest.fn() }));
const fetchCoupon = getCoupon as jest.MockedFunction<typeof getCoupon>;
const fetchStore = getStore as jest.MockedFunction<typeof getStore>;

const coupon = couponSchema.parse({
  id: 45,
  title: "Réparation d'éclat gratuite",
  description: "<p>Un éclat réparé avant qu'il ne fissure.</p>",
  conditions: "Une seule offre par véhicule.",
  expiresAt: "2027-03-31",
  kind: "store",
  image: "/media/coupons/45.jpg",
  imageMedium: "/media/coupons/45-medium.jpg",
});
/** The shop of the link, as its page's API answers (its own coupons are not needed here). */
const store = { ...storeWithCoupons, coupons: [], storesAvailabilities: [] };

const print = jest.fn();

beforeEach(() => {
  fetchCoupon.mockReset();
  fetchStore.mockReset();
  print.mockReset();
  window.print = print;
});

function visit(search: string) {
  window.history.replaceState({}, "", `/redeem-coupons/${search}`);
}

describe("RedeemCoupon", () => {
  it("fetches the coupon and the store of the link, shows them and opens the print dialog once", async () => {
    fetchCoupon.mockResolvedValue(coupon);
    fetchStore.mockResolvedValue(store);
    visit(couponPrintPath({ couponId: 45, slug: "uniglass-montreal-rosemont", locale: "fr" }).replace("/redeem-coupons/", ""));
    renderWithI18n(<RedeemCoupon />, "fr");
    expect(screen.getByRole("status")).toHaveTextContent("Chargement de votre coupon…");
    const article = await screen.findByRole("article", { name: "Réparation d'éclat gratuite" });
    expect(fetchCoupon).toHaveBeenCalledWith(45, "uniglass-montreal-rosemont", { locale: "fr" }, expect.anything());
    expect(fetchStore).toHaveBeenCalledWith("uniglass-montreal-rosemont", { locale: "fr" }, expect.anything());
    expect(article).toHaveTextContent("Valide jusqu'au 31 mars 2027");
    expect(article).toHaveTextContent("Une seule offre par véhicule.");
    expect(article).toHaveTextContent("3250, rue Masson");
    expect(article).toHaveTextContent("Téléphone : 514-555-0110");
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    await userEvent.click(screen.getByRole("button", { name: "Imprimer ce coupon" }));
    expect(print).toHaveBeenCalledTimes(2);
  });

  it.each([
    ["?params=%7Bbroken&method=print", "Ce lien d'impression est illisible"],
    ["", "Ce lien d'impression est incomplet"],
  ])("explains a broken link %p without fetching or printing", async (search, message) => {
    visit(search);
    renderWithI18n(<RedeemCoupon />, "fr");
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(fetchCoupon).not.toHaveBeenCalled();
    expect(print).not.toHaveBeenCalled();
  });

  it("says the coupon is no longer offered on a 404, and offers a retry on a network error", async () => {
    const config = { headers: new AxiosHeaders() };
    fetchCoupon
      .mockRejectedValueOnce(
        new AxiosError("Request failed with status code 404", "ERR_BAD_REQUEST", config, null, { status: 404, statusText: "", headers: {}, config, data: {} }),
      )
      .mockRejectedValueOnce(new AxiosError("Network Error", "ERR_NETWORK", config))
      .mockResolvedValueOnce(coupon);
    fetchStore.mockResolvedValue(store);
    visit(couponPrintPath({ couponId: 45, slug: "uniglass-montreal-rosemont", locale: "en" }).replace("/en/redeem-coupons/", ""));
    const first = renderWithI18n(<RedeemCoupon />, "en");
    expect(await screen.findByRole("alert")).toHaveTextContent("This coupon is no longer offered at this shop.");
    first.unmount();
    renderWithI18n(<RedeemCoupon />, "en");
    expect(await screen.findByRole("alert")).toHaveTextContent("We can't reach our servers.");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("article")).toHaveTextContent("Valid until March 31, 2027");
  });
});
