import { describe, expect, it } from "vitest";
import { buildMail } from "./templates";

describe("buildMail", () => {
  it("builds a Trigger Email document for the activity subscription confirmation", () => {
    const mail = buildMail("pat@example.com", "activity-subscription-confirmation", { firstName: "Pat", activitiesList: "Basketball, Tennis", city: "Austin, TX", radius: 15 }, "RallyHub", 1000);
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

  it("builds a team notice", () => {
    const mail = buildMail(
      "m@example.com",
      "team-notice",
      { title: "Team invitation", message: "Morgan invited you to join Lakeside Lightning.", teamName: "Lakeside Lightning", url: "/team/t1" },
      "RallyHub",
      1,
    );
    expect(mail.template).toEqual({
      name: "team-notice",
      data: { title: "Team invitation", message: "Morgan invited you to join Lakeside Lightning.", teamName: "Lakeside Lightning", url: "/team/t1" },
    });
    expect(mail.message.subject).toBe("News from your team on RallyHub");
  });

  it("builds an invitation to a team for an address with no account", () => {
    const mail = buildMail("new@example.com", "team-invitation", { teamName: "Lakeside Lightning", inviterName: "Morgan", url: "/team/t1" }, "RallyHub", 1);
    expect(mail.template.data).toEqual({ teamName: "Lakeside Lightning", inviterName: "Morgan", url: "/team/t1" });
    expect(mail.message.subject).toBe("You're invited to join a team on RallyHub");
  });

  it("refuses a team notice without a team name", () => {
    expect(() => buildMail("m@example.com", "team-notice", { title: "T", message: "M", teamName: "", url: "/team/t1" }, "RallyHub", 1)).toThrow();
  });

  it("refuses data that does not fit the template", () => {
    expect(() => buildMail("pat@example.com", "activity-subscription-confirmation", { firstName: "Pat", activitiesList: "", city: "Austin", radius: 80 }, "RallyHub", 1)).toThrow();
  });

  it("refuses a malformed recipient", () => {
    expect(() => buildMail("not-an-email", "team-create-motivation-notification", { username: "M" }, "RallyHub", 1)).toThrow(/recipient/);
  });
});
