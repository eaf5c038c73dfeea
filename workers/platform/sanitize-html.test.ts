import { describe, expect, it } from "vitest";
import { repairGluedClass, sanitizeHtml } from "./sanitize-html";

describe("sanitizeHtml (D9)", () => {
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
  ])("removes %s", (_case, input, output) => {
    expect(sanitizeHtml(input)).toBe(output);
  });

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

  it("keeps escaped text escaped", () => {
    const html = "<p>Temple &lt; 10 minutes &amp; river &gt; 0 steps: &lt;script&gt;</p>";
    expect(sanitizeHtml(html)).toBe(html);
  });
});

describe("repairing the glued class attribute (spec §2 Room details)", () => {
  it.each([
    ['<p"class="lead">Text</p>', '<p class="lead">Text</p>'],
    ['<pclass="lead">Text</p>', '<p class="lead">Text</p>'],
    ['<span style="font-weight: 600;"class="highlight">Text</span>', '<span style="font-weight: 600;" class="highlight">Text</span>'],
    ["<div id='a'class='b'>Text</div>", "<div id='a' class='b'>Text</div>"],
  ])("inserts the missing space in %s", (input, output) => {
    expect(repairGluedClass(input)).toBe(output);
  });

  it("leaves well-formed HTML alone", () => {
    const html = '<p class="lead">A classic stay, first class="yes" in text</p>';
    expect(repairGluedClass(html)).toBe(html);
  });

  it("keeps the element (and its closing tag balanced) after sanitizing", () => {
    expect(sanitizeHtml('<p"class="lead">Rest</p><pclass="x">Pray</p>')).toBe("<p>Rest</p><p>Pray</p>");
  });
});
