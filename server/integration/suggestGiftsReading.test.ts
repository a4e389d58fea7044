/**
 * What `suggest_gifts` understood, said back over the wire: the structured fields, the free-text fallback,
 * contradictions, a recipient in another language, an `avoid` list that rules out everything, and fewer ideas
 * when fewer fit well.
 */

import { MAX_PHRASES, RESULT_ERROR_KEY, SuggestGiftsOutputSchema, TOOL_NAME } from "@gift-finder/shared";
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { serverForSuite } from "../testing/suiteServer.ts";

const suite = serverForSuite({}, { client: true });

async function call(args: Record<string, unknown>) {
  const result = await suite.client.callTool({ name: TOOL_NAME, arguments: args });
  const text = (result.content as Array<{ text: string }>).map((block) => block.text).join(" ");
  const output = result.isError ? undefined : z.parse(SuggestGiftsOutputSchema, result.structuredContent);
  return { result, text, output };
}

describe("suggest_gifts says back what it understood", () => {
  it("reads the structured fields and says them in one line and in structuredContent", async () => {
    const { text, output } = await call({
      occasion: "Father's Day",
      budget: 60,
      recipient: "dad",
      relationship: "dad",
      interests: ["history", "woodworking"],
      avoid: ["books"],
    });
    expect(output?.understood).toEqual({ relationship: "dad", interests: ["history", "woodworking"], avoid: ["books"] });
    expect(text).toMatch(/^Understood: dad; interests: history, woodworking; avoid: books\./);
    expect(output?.gifts.length).toBeGreaterThan(0);
  });

  it("reads the free text when only recipient is given, negations and ages included", async () => {
    const { output } = await call({ occasion: "birthday", budget: 45, recipient: "my 10-year-old daughter, no screens please, loves art" });
    expect(output?.understood).toEqual({ age: 10, relationship: "daughter", interests: ["art"], avoid: ["screens"] });
  });

  it("still answers the classic call with only occasion and budget, understood empty", async () => {
    const { output } = await call({ occasion: "birthday", budget: 100 });
    expect(output?.understood).toEqual({ interests: [], avoid: [] });
    expect(output?.gifts.length).toBe(6);
  });

  it("lets explicit values win over contradicting relationship words, and says so", async () => {
    const { text, output } = await call({ occasion: "birthday", budget: 40, age: 8, relationship: "boss" });
    expect(output?.understood?.age).toBe(8);
    expect(text).toMatch(/Note: used age 8 as given, though "boss" usually means someone 21 or older\./);
  });

  it("reads another language word by word when nothing else describes the person, and asks for English fields", async () => {
    const { text, output } = await call({
      occasion: "birthday",
      budget: 60,
      recipient: "meine Schwester, die gerne wandert und Kaffee liebt",
    });
    expect(output?.understood).toEqual({ relationship: "sister", interests: ["hiking", "coffee"], avoid: [] });
    expect(output?.gifts.length).toBeGreaterThan(0);
    expect(text).toMatch(/looks like German and was read only word by word, as above\. /);
    expect(text).toMatch(/call again with `interests` \(and `age`, `avoid`, `relationship`\) filled in English for a full reading/i);
    const { text: unknownWords, output: unread } = await call({
      occasion: "birthday",
      budget: 60,
      recipient: "für jemanden, der schon alles hat",
    });
    expect(unknownWords).toMatch(/looks like German and was not read\. /);
    expect(unknownWords).not.toMatch(/these ideas/);
    expect(unread?.gifts).toEqual([]);
    const { text: japanese, output: japaneseOutput } = await call({
      occasion: "birthday",
      budget: 120,
      recipient:
        "\u592b\u306e40\u6b73\u306e\u8a95\u751f\u65e5\u3002\u30ad\u30e3\u30f3\u30d7\u3068\u5199\u771f\u304c\u8da3\u5473\u3067\u3059\u3002",
    });
    expect(japanese).toMatch(/looks like Japanese and was not read/);
    expect(japaneseOutput?.gifts).toEqual([]);
    const { text: withFields } = await call({
      occasion: "birthday",
      budget: 60,
      recipient: "meine Schwester, die gerne wandert und Kaffee liebt",
      interests: ["hiking", "coffee"],
    });
    expect(withFields).not.toMatch(/was not read/);
  });

  it("answers an avoid list that rules out every idea with isError naming the constraint", async () => {
    const { result, text } = await call({
      occasion: "birthday",
      budget: 6,
      avoid: ["seeds", "food", "tennis", "books", "card games", "crochet", "miracle-gro", "earplugs"],
    });
    expect(result.isError).toBe(true);
    expect(text).toMatch(/Nothing within \$6\.00 fits: avoid "[a-z ]+"/);
    expect((result._meta as Record<string, { kind: string }>)[RESULT_ERROR_KEY]?.kind).toBe("nothing-fits");
  });

  it("returns fewer ideas than asked when fewer fit well, and says so", async () => {
    const { text, output } = await call({ occasion: "birthday", budget: 30, age: 8, interests: ["dinosaurs"], count: 12 });
    expect(output?.gifts.length).toBeGreaterThan(0);
    expect(output?.gifts.length).toBeLessThan(12);
    expect(text).toMatch(/Only \d+ fit well/);
  });

  it("shows no guesses when nothing matches what the person loves, and tells the model what to do instead", async () => {
    const { result, text, output } = await call({ occasion: "birthday", budget: 60, interests: ["xylophone repair"] });
    expect(result.isError).not.toBe(true);
    expect(output?.gifts).toEqual([]);
    expect(output?.moreAvailable).toBe(false);
    expect(text).toContain('Nothing in the catalog within $60.00 matches "xylophone repair", so no ideas are shown.');
    expect(text).toContain("call again without `interests`");
  });

  it("names over-long arrays and phrases back", async () => {
    const { result, text } = await call({
      occasion: "birthday",
      budget: 50,
      interests: Array.from({ length: MAX_PHRASES + 1 }, (_, i) => `hobby ${i}`),
      avoid: ["x".repeat(200)],
    });
    expect(result.isError).toBe(true);
    expect(text).toMatch(/interests/);
    expect(text).toMatch(/avoid/);
  });
});
