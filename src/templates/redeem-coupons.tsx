import { UtilityHead, utilityTemplate } from "../components/utility-page/utility-page";
import { RedeemCoupon } from "../components/redeem-coupon/redeem-coupon";

/** redeem-coupons: a coupon to print, chosen by the `params` of the address (read in the browser). */
export default utilityTemplate(RedeemCoupon);

export const Head = UtilityHead;
