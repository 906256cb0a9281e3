import { beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "@/test/renderWithProviders";
import { signedInAuth } from "@/test/fixtures";
import { expectToast } from "@/test/toasts";
import { AppError } from "@/lib/errors";
import { POST_MESSAGES, type Post } from "@rallyhub/domain/posts/model";
import { createPost, updatePost } from "../api/postsRepository";
import { PostFormDialog } from "./PostFormDialog";

vi.mock("../api/postsRepository", () => ({
  listPosts: vi.fn(),
  getPost: vi.fn(),
  createPost: vi.fn(),
  updatePost: vi.fn(),
  deletePost: vi.fn(),
  reportPost: vi.fn(),
}));

const existing: Post = {
  id: "p1",
  title: "Saturday doubles",
  text: "Need a fourth.",
  category: "Play & Competition",
  subCategory: "Find a Game",
  authorId: "user-1",
  authorName: "Pat Player",
  createdAt: 1,
  updatedAt: null,
};

function openForm(props: Partial<Parameters<typeof PostFormDialog>[0]> = {}) {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  renderWithProviders(<PostFormDialog open onClose={onClose} onSaved={onSaved} {...props} />, { preloadedState: { auth: signedInAuth() } });
  const dialog = screen.getByRole("dialog");
  const field = (name: string) => within(dialog).getByRole("textbox", { name });
  const select = (name: string) => within(dialog).getByRole("combobox", { name });
  return { dialog, field, select, onClose, onSaved };
}

/** Replaces a field's text at once, as a paste does (typing thousands of characters one by one is slow and proves nothing more). */
function fill(input: HTMLElement, text: string) {
  fireEvent.change(input, { target: { value: text } });
}

beforeEach(() => {
  vi.mocked(createPost).mockReset();
  vi.mocked(updatePost).mockReset();
});

describe("writing a post", () => {
  it("names an empty title, text and category under their fields, and sends nothing", async () => {
    const { dialog, onClose } = openForm();
    await userEvent.click(within(dialog).getByRole("button", { name: "Publish post" }));
    expect(await within(dialog).findByText(POST_MESSAGES.title)).toBeInTheDocument();
    expect(within(dialog).getByText(POST_MESSAGES.text)).toBeInTheDocument();
    expect(within(dialog).getAllByText("Choose a category and a subcategory from the list.").length).toBeGreaterThan(0);
    expect(createPost).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("names a title over 120 and a text over 5000 characters, keeping what was typed whole", async () => {
    const { dialog, field, select } = openForm();
    await userEvent.selectOptions(select("Category"), "Gear & Equipment");
    await userEvent.selectOptions(select("Subcategory"), "Lost & Found");
    const title = "t".repeat(121);
    const text = "x".repeat(5001);
    fill(field("Title"), title);
    fill(field("Text"), text);
    await userEvent.click(within(dialog).getByRole("button", { name: "Publish post" }));
    expect(await within(dialog).findByText(POST_MESSAGES.titleLong)).toBeInTheDocument();
    expect(within(dialog).getByText(POST_MESSAGES.textLong)).toBeInTheDocument();
    expect(field("Title")).toHaveValue(title);
    expect(field("Text")).toHaveValue(text);
    expect(createPost).not.toHaveBeenCalled();
    // Cut to the limits, it goes.
    vi.mocked(createPost).mockResolvedValue("new-1");
    fill(field("Title"), "t".repeat(120));
    fill(field("Text"), "x".repeat(5000));
    await userEvent.click(within(dialog).getByRole("button", { name: "Publish post" }));
    await waitFor(() => expect(createPost).toHaveBeenCalledTimes(1));
  }, 30_000);

  it("offers only the chosen category's subcategories, and a change of category clears a subcategory that no longer fits", async () => {
    const { select } = openForm({ start: { category: "Play & Competition", subCategory: "Find a Game" } });
    const options = () =>
      within(select("Subcategory"))
        .getAllByRole("option")
        .map((o) => o.textContent);
    expect(options()).toEqual(["Choose a subcategory", "Find a Game", "Sub Needed", "Tournaments & Events", "Match Challenges"]);
    await userEvent.selectOptions(select("Category"), "Test");
    expect(select("Subcategory")).toHaveValue("");
    expect(options()).toEqual(["Choose a subcategory", "Tester", "Volunteer Opportunities", "Miscellaneous"]);
  });

  it("keeps everything typed when the save fails, says why, and sends it again on the same button", async () => {
    vi.mocked(createPost).mockRejectedValueOnce(new AppError("unavailable", POST_MESSAGES.saveFailed)).mockResolvedValueOnce("new-2");
    const { dialog, field, onClose, onSaved } = openForm({ start: { category: "Test", subCategory: "Tester" } });
    fill(field("Title"), "  Court at 6  ");
    fill(field("Text"), "Bring a ball.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Publish post" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(POST_MESSAGES.saveFailed);
    expect(field("Title")).toHaveValue("  Court at 6  ");
    expect(field("Text")).toHaveValue("Bring a ball.");
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole("button", { name: "Publish post" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(createPost).toHaveBeenLastCalledWith({ title: "Court at 6", text: "Bring a ball.", category: "Test", subCategory: "Tester" }, "user-1");
    expect(onSaved).toHaveBeenCalledWith({ id: "new-2", category: "Test", subCategory: "Tester" });
    await expectToast(POST_MESSAGES.created, "success");
  });
});

describe("editing a post", () => {
  it("starts from the post and saves the changed fields", async () => {
    vi.mocked(updatePost).mockResolvedValue(undefined);
    const { dialog, field, select, onSaved } = openForm({ post: existing });
    expect(within(dialog).getByRole("heading", { name: "Edit post" })).toBeInTheDocument();
    expect(field("Title")).toHaveValue("Saturday doubles");
    expect(select("Subcategory")).toHaveValue("Find a Game");
    fill(field("Text"), "Found one, thanks!");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(updatePost).toHaveBeenCalledWith("p1", { title: "Saturday doubles", text: "Found one, thanks!", category: "Play & Competition", subCategory: "Find a Game" }, "user-1"));
    expect(onSaved).toHaveBeenCalledWith({ id: "p1", category: "Play & Competition", subCategory: "Find a Game" });
    await expectToast(POST_MESSAGES.updated, "success");
  });

  it("refuses an edit that empties the title", async () => {
    const { dialog, field } = openForm({ post: existing });
    fill(field("Title"), "");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(await within(dialog).findByText(POST_MESSAGES.title)).toBeInTheDocument();
    expect(updatePost).not.toHaveBeenCalled();
  });
});
