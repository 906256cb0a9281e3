import { describe, expect, it } from "vitest";
import { buildMail } from "./templates";

describe("buildMail", () => {
  it("builds a Trigger Email document for the activity subscription confirmation", () => {
    const mail = buildMail(
      "pat@example.com",
      "activity-subscription-confirmation",
      { firstName: "Pat", activitiesList: "Basketball, Tennis", city: "Austin, TX", radius: 15 },
      "RallyHub",
      1000,
    );
    expect(mail).toEqual({
      to: "pat@example.com",
      template: { name: "activity-subscription-confirmation", data: { firstName: "Pat", activitiesList: "Basketball, Tennis", city: "Austin, TX", radius: 15 } },
      message: { subject: "You're subscribed to activities near you on RallyHub" },
      createdAt: 1000,
    });
  });

  it("builds the team-creation reminder with the username", () => {
    expect(buildMail("m@example.com", "team-create-motivation-notification", { username: "Morgan" }, "RallyHub", 1).template.data).toEqual({ username: "Morgan" });
  });

  it("refuses data that does not fit the template", () => {
    expect(() => buildMail("pat@example.com", "activity-subscription-confirmation", { firstName: "Pat", activitiesList: "", city: "Austin", radius: 80 }, "RallyHub", 1)).toThrow();
  });

  it("refuses a malformed recipient", () => {
    expect(() => buildMail("not-an-email", "team-create-motivation-notification", { username: "M" }, "RallyHub", 1)).toThrow(/recipient/);
  });
});
