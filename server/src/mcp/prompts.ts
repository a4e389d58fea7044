/**
 * Prompts: `gift_congrats_style` (a style guide for the short card text that goes with a gift; every argument
 * optional, so a bare prompts/get works) and `gift_card_message` (a card for one named gift; `gift` required).
 */
import { CARD_MESSAGE_PROMPT_NAME, CONGRATS_PROMPT_NAME, OCCASIONS } from "@gift-finder/shared";
import type { GetPromptResult, Prompt } from "@modelcontextprotocol/sdk/types.js";
import { invalidParams } from "./protocolError.ts";

const TONES = ["warm", "heartfelt", "playful", "funny", "formal", "poetic"] as const;
const LENGTHS = ["short", "medium"] as const;

export const promptListings: Prompt[] = [
  {
    name: CONGRATS_PROMPT_NAME,
    title: "Congratulation style guide",
    description: "How to write a short, warm congratulation text to go with a gift. Every argument is optional.",
    arguments: [
      {
        name: "occasion",
        description: `What is celebrated, e.g. ${OCCASIONS.slice(0, 4).join(", ")} (default: a celebration)`,
        required: false,
      },
      { name: "tone", description: `${TONES.join(", ")} (default: warm)`, required: false },
      { name: "recipient_name", description: "Who the card is for (default: no name, a friendly greeting)", required: false },
      { name: "gift", description: "The gift the text goes with, to mention lightly", required: false },
      { name: "sender_name", description: "Who signs the card (default: unsigned)", required: false },
      { name: "length", description: "short (2-3 sentences, default) or medium (4-5)", required: false },
    ],
  },
  {
    name: CARD_MESSAGE_PROMPT_NAME,
    title: "Card message for one gift",
    description: "Writes the card message for one chosen gift, in the congratulation style.",
    arguments: [
      { name: "gift", description: 'The gift, e.g. "Wingspan board game"', required: true },
      { name: "occasion", description: "What is celebrated (default: a celebration)", required: false },
      { name: "recipient_name", description: "Who the card is for", required: false },
      { name: "tone", description: `${TONES.join(", ")} (default: warm)`, required: false },
    ],
  },
];

type Args = Record<string, string | undefined>;

function choose<T extends string>(value: string | undefined, allowed: readonly T[], fallback: T, argument: string): T {
  if (value === undefined || value === "") return fallback;
  const found = allowed.find((option) => option === value.toLowerCase());
  if (!found) throw invalidParams(`Invalid argument "${argument}": "${value.slice(0, 40)}" is not one of ${allowed.join(", ")}`);
  return found;
}

function occasionWords(occasion: string | undefined): string {
  return occasion ? occasion.replace(/-/g, " ") : "a celebration";
}

function styleGuide(args: Args): string {
  const tone = choose(args.tone, TONES, "warm", "tone");
  const length = choose(args.length, LENGTHS, "short", "length");
  const lines = [
    `Write a congratulation text for ${occasionWords(args.occasion)}${args.recipient_name ? ` to ${args.recipient_name}` : ""}.`,
    `Tone: ${tone}. Length: ${length === "short" ? "2 to 3 sentences" : "4 to 5 sentences"}, no more than 60 words.`,
    args.recipient_name
      ? `Open with "Dear ${args.recipient_name}," or "Hi ${args.recipient_name}!".`
      : "Open with a friendly greeting without a name.",
    args.gift ? `Mention the gift (${args.gift}) once, lightly, as a wish for what it brings, never its price.` : "Do not name a price.",
    'Be specific to the occasion; avoid clichés such as "another trip around the sun".',
    "No hashtags, no emoji unless the tone is playful or funny (then at most one).",
    args.sender_name ? `Sign off with "${args.sender_name}".` : "End with a short warm closing line, unsigned.",
  ];
  return lines.join("\n");
}

export function getPrompt(name: string, args: Args): GetPromptResult {
  if (name === CONGRATS_PROMPT_NAME) {
    return {
      description: `Congratulation style for ${occasionWords(args.occasion)}`,
      messages: [{ role: "user", content: { type: "text", text: styleGuide(args) } }],
    };
  }
  if (name === CARD_MESSAGE_PROMPT_NAME) {
    if (!args.gift) throw invalidParams(`Missing required argument "gift" for prompt ${CARD_MESSAGE_PROMPT_NAME}`);
    return {
      description: `Card message to go with ${args.gift}`,
      messages: [
        {
          role: "user",
          content: {
            type: "text",
            text: `${styleGuide({ ...args, length: "short" })}\n\nWrite only the card text for the gift "${args.gift}".`,
          },
        },
      ],
    };
  }
  throw invalidParams(`Unknown prompt: ${name.slice(0, 100)}. Available prompts: ${promptListings.map((p) => p.name).join(", ")}`);
}

const COMPLETIONS: Record<string, readonly string[]> = { occasion: OCCASIONS, tone: TONES, length: LENGTHS };

export function completePromptArgument(promptName: string, argument: string, prefix: string): string[] {
  const prompt = promptListings.find((p) => p.name === promptName);
  if (!prompt) throw invalidParams(`Unknown prompt: ${promptName.slice(0, 100)}`);
  const values = prompt.arguments?.some((a) => a.name === argument) ? (COMPLETIONS[argument] ?? []) : [];
  return values.filter((value) => value.startsWith(prefix.toLowerCase()));
}
