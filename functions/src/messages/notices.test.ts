import { describe, expect, it } from "vitest";
import { messageChannels } from "./notices";

describe("messageChannels", () => {
  it("sends on every channel when nothing is set (spec §3: every setting defaults to true)", () => {
    expect(messageChannels(undefined, "directMessage")).toEqual({ inApp: true, email: true });
    expect(messageChannels({}, "teamMessage", "teamDiscussion_t1")).toEqual({ inApp: true, email: true });
  });

  it("follows the category's push (in-app) and e-mail switches", () => {
    expect(messageChannels({ directMessage: { email: false, push: true } }, "directMessage")).toEqual({ inApp: true, email: false });
    expect(messageChannels({ directMessage: { email: true, push: false } }, "directMessage")).toEqual({ inApp: false, email: true });
    expect(messageChannels({ directMessage: { email: false, push: false } }, "directMessage")).toEqual({ inApp: false, email: false });
  });

  it("does not mix categories up", () => {
    expect(messageChannels({ teamMessage: { email: false, push: false } }, "directMessage")).toEqual({ inApp: true, email: true });
  });

  it("for a team discussion needs both the teamMessage category and that team's switch on", () => {
    expect(messageChannels({ teamMessage: { email: false, push: false } }, "teamMessage", "teamDiscussion_t1")).toEqual({ inApp: false, email: false });
    expect(messageChannels({ teamDiscussion_t1: { email: false, push: false } }, "teamMessage", "teamDiscussion_t1")).toEqual({ inApp: false, email: false });
    expect(messageChannels({ teamDiscussion_t2: { email: false, push: false } }, "teamMessage", "teamDiscussion_t1")).toEqual({ inApp: true, email: true });
    expect(messageChannels({ teamDiscussion_t1: { email: true, push: false } }, "teamMessage", "teamDiscussion_t1")).toEqual({ inApp: false, email: true });
  });
});
