// Reads the CSS that emotion injected (jsdom applies no media queries itself).

/** Whether a selector matches (selectors jsdom cannot parse, such as ::-moz-focus-inner, do not). */
function matches(element: Element, selector: string): boolean {
  try {
    return element.matches(selector);
  } catch {
    return false;
  }
}

/** The height the skeleton's CSS gives it in a window `width` wide: its own rules, and those of media queries that match. */
export function cssHeight(element: Element, width: number): string | null {
  let height: string | null = null;
  const visit = (rules: CSSRuleList, applies: boolean) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSMediaRule) {
        const min = /min-width:\s*(\d+)px/.exec(rule.conditionText);
        visit(rule.cssRules, applies && (!min || width >= Number(min[1])));
      } else if (applies && rule instanceof CSSStyleRule && rule.style.height && matches(element, rule.selectorText)) {
        height = rule.style.height;
      }
    }
  };
  for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules, true);
  return height;
}
