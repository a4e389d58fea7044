/**
 * Understand, a pet said in passing: "lives in the burbs with her husband, two boys and a very dumb golden
 * retriever", "has a cat named Biscuit". The animal is theirs (its things may need it), but no love the gift is
 * for: a dog calendar or a cat tree for a nurse who loves jigsaws. Said with love ("obsessed with her corgi", "her
 * cats are her babies", "a total dog mom"), it is one.
 */
import type { InterestReading } from "./readInterests.ts";

const PET_CONCEPTS: ReadonlySet<string> = new Set(["dogs", "cats", "pets"]);

const PET_WORDS =
  /\b(?:dogs?|pups?|puppy|puppies|doggos?|cats?|kitty|kitties|kittens?|pets?|retrievers?|labs?|labradors?|beagles?|corgis?|poodles?|doodles?|terriers?|shepherds?|huskies|husky|pugs?|dachshunds?|chihuahuas?|bulldogs?|frenchies|greyhounds?|tabby|tabbies|calico|siamese|rescues?)\b/i;

/** What says a pet is loved, not only kept: love said of it, or the pet as family. */
const LOVED =
  /\b(?:lov(?:e|es|ed|ing)|ador(?:e|es|ed|ing)|obsess(?:ed|ion)|smitten|crazy\s+about|mad\s+about|dot(?:e|es|ing)\s+on|spoil(?:s|ed|ing)?|pamper(?:s|ed)?|(?:dog|cat|pup|puppy|kitty|fur|pet)\s+(?:mom|mum|mama|dad|lady|guy|person|people|parent|baby|babies|kids?)|(?:her|his|their)\s+(?:babies|baby|kids|world|everything|whole\s+life|best\s+friend)|(?:entire|whole)\s+personality|like\s+(?:a|her|his|their)\s+(?:kid|child|baby)|new\s+baby|pupp(?:y|ies)|kittens?|(?:dog|cat|pet)[\s-]?owner|(?:dog|cat|corgi|puppy|kitten)\s+(?:pictures|photos|memes|videos|things|stuff|mugs?|socks)|first\s+(?:dog|cat|pet)|with\s+(?:her|his|their)\s+(?:\w+\s+){0,2}(?:dogs?|cats?|pups?)|all\s+(?:she|he|they)\s+(?:talks?|posts?)\s+about|talks?\s+about\s+(?:her|his|their|it|him)\s+(?:all|constantly|nonstop)|world\s+revolves|just\s+got|adopted|new\s+(?:dog|cat))\b/i;

const EVERY_PET_WORD = new RegExp(PET_WORDS.source, "gi");
const GIVERS = /\b(?:my|our)\s+(?:[\w'-]+\s+){0,2}$/i;

/**
 * "My neighbor watched my dog for a whole week … loves her tea": a pet only ever called the giver's is why they
 * give, not a love of the one they give to, whatever love the same sentence says of something else.
 */
function isGiversPetOnly(text: string): boolean {
  const mentions = [...text.matchAll(EVERY_PET_WORD)];
  return mentions.length > 0 && mentions.every((mention) => GIVERS.test(text.slice(Math.max(0, (mention.index ?? 0) - 40), mention.index)));
}

/**
 * The text's interests less a dog, a cat or a pet that no sentence naming one says with love, when they love
 * something else: a pet that is all the text says of them is all there is to go on.
 */
export function withoutPetsInPassing(interests: InterestReading[], text: string): InterestReading[] {
  const isPet = (interest: InterestReading) =>
    interest.concepts.length > 0 && interest.concepts.every((concept) => PET_CONCEPTS.has(concept));
  if (!interests.some(isPet) || interests.every((interest) => isPet(interest) || interest.concepts.length === 0)) return interests;
  if (isGiversPetOnly(text)) return interests.filter((interest) => !isPet(interest));
  const sentences = text.split(/[.!?;\n]+/).filter((sentence) => PET_WORDS.test(sentence));
  // A breed the list does not know ("a retired racing greyhound"): no sentence to judge, so the pet stays.
  if (sentences.length === 0 || sentences.some((sentence) => LOVED.test(sentence))) return interests;
  return interests.filter((interest) => !isPet(interest));
}
