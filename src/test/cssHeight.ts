// Reads the CSS that emotion injected (jsdom applies no media queries itself).

/** Whether a selector matches (selectors jsdom cannot parse, such as ::-moz-focus-inner, do not). */
function matches(element: Element, selector: string): boolean {
  try {
    return element.matches(selector);
  } catch {
    return false;
  }
}

/**
 * The value the element's CSS gives a property in a window `width` wide: its own
 * rules, and those of media queries that match (min-width and max-width), the
 * last one written winning, as emotion writes a component's rules in order.
 */
export function cssValue(element: Element, property: string, width: number): string | null {
  let value: string | null = null;
  const visit = (rules: CSSRuleList, applies: boolean) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSMediaRule) {
        const min = /min-width:\s*([\d.]+)px/.exec(rule.conditionText);
        const max = /max-width:\s*([\d.]+)px/.exec(rule.conditionText);
        visit(rule.cssRules, applies && (!min || width >= Number(min[1])) && (!max || width <= Number(max[1])));
      } else if (applies && rule instanceof CSSStyleRule && rule.style.getPropertyValue(property) && matches(element, rule.selectorText)) {
        value = rule.style.getPropertyValue(property);
      }
    }
  };
  for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules, true);
  return value;
}

/** The height the skeleton's CSS gives it in a window `width` wide: its own rules, and those of media queries that match. */
export function cssHeight(element: Element, width: number): string | null {
  return cssValue(element, "height", width);
}
