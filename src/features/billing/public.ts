import { lazy } from "react";

// The billing feature's public surface: the settings page's Subscriptions & Payouts tab (loaded when opened).
export const PaymentsTab = lazy(() => import("./components/PaymentsTab"));
