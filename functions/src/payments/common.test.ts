import { afterEach, describe, expect, it } from "vitest";
import { appOriginFor, formReturnOriginFor } from "./common";

type Request = Parameters<typeof appOriginFor>[0];
/** A callable request whose page sent this Origin header (only the headers are read). */
const from = (origin?: string): Request => JSON.parse(JSON.stringify({ rawRequest: { headers: origin === undefined ? {} : { origin } } })) as Request;

describe("where Checkout sends a payer back", () => {
  const saved = { emulator: process.env.FUNCTIONS_EMULATOR, origin: process.env.APP_ORIGIN };
  afterEach(() => {
    if (saved.emulator === undefined) delete process.env.FUNCTIONS_EMULATOR;
    else process.env.FUNCTIONS_EMULATOR = saved.emulator;
    if (saved.origin === undefined) delete process.env.APP_ORIGIN;
    else process.env.APP_ORIGIN = saved.origin;
  });

  it("in production, the app's own origin, whatever the caller's page claims", () => {
    process.env.FUNCTIONS_EMULATOR = "false";
    process.env.APP_ORIGIN = "https://rallyhub.app/";
    expect(appOriginFor(from("https://evil.example"))).toBe("https://rallyhub.app");
    expect(appOriginFor(from())).toBe("https://rallyhub.app");
  });

  it("in the emulator, the local server the call came from", () => {
    process.env.FUNCTIONS_EMULATOR = "true";
    expect(appOriginFor(from("http://teamsite.localhost:5173"))).toBe("http://teamsite.localhost:5173");
    process.env.APP_ORIGIN = "http://localhost:5180";
    expect(appOriginFor(from("https://evil.example"))).toBe("http://localhost:5180");
  });

  it("a form paid on the branded host (or a team's sub-domain of it) comes back there; any other host goes to the app", () => {
    process.env.FUNCTIONS_EMULATOR = "false";
    process.env.APP_ORIGIN = "https://rallyhub.app";
    const branded = ["teams.rallyhub.app"];
    expect(formReturnOriginFor(from("https://lightning.teams.rallyhub.app"), branded)).toBe("https://lightning.teams.rallyhub.app");
    expect(formReturnOriginFor(from("https://teams.rallyhub.app"), branded)).toBe("https://teams.rallyhub.app");
    expect(formReturnOriginFor(from("https://teams.rallyhub.app.evil.example"), branded)).toBe("https://rallyhub.app");
    expect(formReturnOriginFor(from("http://lightning.teams.rallyhub.app"), branded)).toBe("https://rallyhub.app");
    expect(formReturnOriginFor(from("https://evilteams.rallyhub.app"), branded)).toBe("https://rallyhub.app");
    expect(formReturnOriginFor(from("https://lightning.teams.rallyhub.app"), [])).toBe("https://rallyhub.app");
  });
});
