import { describe, expect, it } from "vitest";
import { repairGluedClass, sanitizeHtml } from "./sanitize-html.server";
import { itGivesEach } from "../domain/table-test-support";

/** One row of a table of what sanitizing makes of an input; `_case` names the row in the test's title. */
function expectSanitized(_case: string, input: string, output: string) {
  expect(sanitizeHtml(input)).toBe(output);
}

describe("sanitizeHtml (product-rules.md: Untrusted HTML)", () => {
  it.each([
    ["script tags with their code", '<p>Hi</p><script>alert("x")</script>', "<p>Hi</p>"],
    ["style tags with their rules", "<style>p{display:none}</style><p>Hi</p>", "<p>Hi</p>"],
    ["event handlers", '<p onclick="steal()">Hi</p><img src=x onerror="alert(1)">', "<p>Hi</p>"],
    ["javascript: links", '<a href="javascript:alert(1)">Offer</a>', "<a>Offer</a>"],
    ["encoded javascript: links", '<a href="java&#115;cript:alert(1)">Offer</a>', "<a>Offer</a>"],
    ["data: links", '<a href="data:text/html,<script>x</script>">Offer</a>', "<a>Offer</a>"],
    ["style and class attributes", '<span style="color:red" class="x">Text</span>', "<span>Text</span>"],
    ["frames and forms", '<iframe src="https://evil.example"></iframe><form><input></form><p>Ok</p>', "<p>Ok</p>"],
    ["comments", "<!-- admin note --><p>Ok</p>", "<p>Ok</p>"],
  ])("removes %s", expectSanitized);

  it("keeps the formatting an editor produces", () => {
    const html =
      "<h2>Stay</h2><h3>Rooms</h3><h4>Notes</h4><p><strong>Bold</strong> <b>b</b> <em>em</em> <i>i</i> <u>u</u><br></p>" +
      "<ul><li>One</li></ul><ol><li>Two</li></ol><blockquote>Quote</blockquote><div><span>Span</span></div>";
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("keeps safe links and makes new tabs opener-free", () => {
    expect(sanitizeHtml('<a href="https://example.com/a?b=1&amp;c=2" title="More" target="_blank" rel="opener">More</a>')).toBe(
      '<a href="https://example.com/a?b=1&amp;c=2" title="More" target="_blank" rel="noopener noreferrer">More</a>',
    );
    expect(sanitizeHtml('<a href="/Contact" target="_top">Us</a>')).toBe('<a href="/Contact">Us</a>');
    expect(sanitizeHtml('<a href="tel:+919000000001">Call</a>')).toBe('<a href="tel:+919000000001">Call</a>');
  });

  it.each([
    ["a backslash after the slash", '<a href="/\\evil.com">Offer</a>'],
    ["two backslashes", '<a href="\\\\evil.com">Offer</a>'],
    ["a slash and a backslash", '<a href="\\/evil.com">Offer</a>'],
    ["two slashes", '<a href="//evil.com">Offer</a>'],
    ["a hex-encoded second slash", '<a href="/&#x2f;evil.com">Offer</a>'],
    ["a decimal-encoded second slash without its semicolon", '<a href="/&#47evil.com">Offer</a>'],
    ["a named slash", '<a href="/&sol;evil.com">Offer</a>'],
    ["a named backslash", '<a href="/&bsol;evil.com">Offer</a>'],
    ["a tab between the slashes", '<a href="/\t/evil.com">Offer</a>'],
    ["a newline between the slashes", '<a href="/\n/evil.com">Offer</a>'],
    ["an encoded tab between the slashes", '<a href="/&#9;/evil.com">Offer</a>'],
    ["a tab inside the scheme", '<a href="java\tscript:alert(1)">Offer</a>'],
    ["a newline inside the scheme", '<a href="java\nscript:alert(1)">Offer</a>'],
    ["an encoded newline inside the scheme", '<a href="java&NewLine;script:alert(1)">Offer</a>'],
    ["an encoded colon", '<a href="javascript&colon;alert(1)">Offer</a>'],
    ["an unknown named reference", '<a href="/&madeup;evil.com">Offer</a>'],
  ])("drops the href of a link that leads off the site through %s, keeping its text", (_case, input) => {
    expect(sanitizeHtml(input)).toBe("<a>Offer</a>");
  });

  it("writes a safe link as the browser reads it", () => {
    expect(sanitizeHtml('<a href="/Room&#47;suite-room">Suite</a>')).toBe('<a href="/Room/suite-room">Suite</a>');
    expect(sanitizeHtml('<a href="/Contact?a=1&b=2">Us</a>')).toBe('<a href="/Contact?a=1&amp;b=2">Us</a>');
    expect(sanitizeHtml('<a href="/%2fevil.com">Path</a>')).toBe('<a href="/%2fevil.com">Path</a>');
  });

  it.each([
    ["an unclosed script", "<p>Hi</p><script>alert(1)", "<p>Hi</p>"],
    ["a script after a closed one", "<p>a</p><script>x</script><script>y", "<p>a</p>"],
    ["an unclosed style", "<p>Hi</p><style>p{}</style", "<p>Hi</p>"],
    ["nested scripts", "<script><script>x</script><p>Hi</p>", "<p>Hi</p>"],
  ])("leaves no marker text after %s", expectSanitized);

  it("keeps the admin's own [removed] text, encoded", () => {
    expect(sanitizeHtml("<p>[removed] and [/removed]</p>")).toBe("<p>&#91;removed] and &#91;/removed]</p>");
  });

  it("keeps escaped text escaped", () => {
    const html = "<p>Temple &lt; 10 minutes &amp; river &gt; 0 steps: &lt;script&gt;</p>";
    expect(sanitizeHtml(html)).toBe(html);
  });
});

describe("repairing the glued class attribute (room descriptions from the admin API)", () => {
  itGivesEach("inserts the missing space in %s", repairGluedClass, [
    ['<p"class="lead">Text</p>', '<p class="lead">Text</p>'],
    ['<pclass="lead">Text</p>', '<p class="lead">Text</p>'],
    ['<span style="font-weight: 600;"class="highlight">Text</span>', '<span style="font-weight: 600;" class="highlight">Text</span>'],
    ["<div id='a'class='b'>Text</div>", "<div id='a' class='b'>Text</div>"],
  ]);

  it("leaves well-formed HTML alone", () => {
    const html = '<p class="lead">A classic stay, first class="yes" in text</p>';
    expect(repairGluedClass(html)).toBe(html);
  });

  it("keeps the element (and its closing tag balanced) after sanitizing", () => {
    expect(sanitizeHtml('<p"class="lead">Rest</p><pclass="x">Pray</p>')).toBe("<p>Rest</p><p>Pray</p>");
  });
});
