import { describe, expect, it } from "vitest";
import { appOrigin, eventLink, formLink } from "./origins";

const at = (hostname: string, port = "4173") => ({ protocol: "http:", hostname, port });

describe("appOrigin", () => {
  it("stays relative on the main domain", () => {
    expect(appOrigin("main", at("localhost"), "https://rallyhub.example")).toBe("");
  });

  it("uses the configured origin elsewhere", () => {
    expect(appOrigin("custom", at("club.example.com", ""), "https://rallyhub.example/")).toBe("https://rallyhub.example");
  });

  it("locally, a *.localhost host's port on localhost", () => {
    expect(appOrigin("custom", at("teamsite.localhost"), undefined)).toBe("http://localhost:4173");
    expect(appOrigin("branded", at("lightning.teams.localhost", ""), undefined)).toBe("http://localhost");
  });
});

describe("links", () => {
  it("a form opens on the main app from a custom domain, and on the host itself elsewhere", () => {
    expect(formLink("custom", "http://localhost:4173", "f 1")).toBe("http://localhost:4173/form/f%201");
    expect(formLink("branded", "http://localhost:4173", "f1")).toBe("/form/f1");
    expect(formLink("main", "", "f1")).toBe("/form/f1");
  });

  it("a game opens on the main app", () => {
    expect(eventLink("http://localhost:4173", "e1")).toBe("http://localhost:4173/event/e1");
    expect(eventLink("", "e1")).toBe("/event/e1");
  });
});
