import { POST_CATEGORIES } from "@rallyhub/domain/posts/categories";
import type { Post, PostInput } from "@rallyhub/domain/posts/model";

/** The form's starting values: an edit starts from the post; a new post from the category (and subcategory) of the page it was started on. */
export function formValuesOf(from: Post | { category?: string; subCategory?: string } | null): PostInput {
  if (from && "id" in from) return { title: from.title, text: from.text, category: from.category, subCategory: from.subCategory };
  return { title: "", text: "", category: from?.category ?? "", subCategory: from?.subCategory ?? "" };
}

/** The subcategory labels to choose from once a category is chosen (none before). */
export function subCategoryChoices(category: string): string[] {
  return POST_CATEGORIES.find((c) => c.label === category)?.subCategories.map((s) => s.label) ?? [];
}
