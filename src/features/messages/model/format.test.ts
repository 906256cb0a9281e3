import { describe, expect, it } from "vitest";
import { fullWhen, shortWhen, unreadLabel } from "./format";

describe("message times", () => {
  const now = new Date(2026, 10, 20, 15, 0).getTime();

  it("shows the time today, the weekday this week and the date before that", () => {
    expect(shortWhen(new Date(2026, 10, 20, 9, 5).getTime(), now)).toBe("9:05 AM");
    expect(shortWhen(new Date(2026, 10, 18, 9, 5).getTime(), now)).toBe("Wed");
    expect(shortWhen(new Date(2026, 9, 1, 9, 5).getTime(), now)).toBe("Oct 1");
    expect(shortWhen(new Date(2025, 9, 1, 9, 5).getTime(), now)).toBe("Oct 1, 2025");
  });

  it("says it in full for the tooltip", () => {
    expect(fullWhen(new Date(2026, 10, 18, 9, 5).getTime())).toBe("Wed, Nov 18, 9:05 AM");
  });

  it("counts unread messages in words", () => {
    expect(unreadLabel(1)).toBe("1 unread message");
    expect(unreadLabel(4)).toBe("4 unread messages");
  });
});
