/** axe (WCAG 2.1 A and AA) on every built English page in Chromium: see e2e/support/axe-sweep.ts. */
import { describeAxeSweep } from "./support/axe-sweep";

describeAxeSweep("en");
