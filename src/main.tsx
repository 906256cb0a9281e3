import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { bootstrap } from "./app/bootstrap";
import "./app/global.css";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");
const root = createRoot(container);
bootstrap(root, StrictMode).catch((error: unknown) => {
  // Spec §8: a bootstrap failure is logged to the console; the page says so too.
  console.error("Bootstrap failed", error);
  container.innerHTML =
    '<main role="alert" style="font-family:system-ui,sans-serif;max-width:560px;margin:10vh auto;padding:24px;text-align:center"><h1>We could not start the app</h1><p>Please reload the page. If it keeps happening, try again in a few minutes.</p></main>';
});
