/**
 * Understand, care given to someone else: "takes care of my dad who has Alzheimer's", "caring for our mom since her
 * stroke", "our dog walker, who took amazing care of our old dog". One phrase for the ways it is said, so the readings
 * that need it agree.
 */

/** The verb of care: "takes care of", "took such good care of", "caring for", "looks after". */
export const CARING_FOR = String.raw`(?:(?:takes?|taking|took)\s+(?:such\s+|so\s+much\s+|really\s+)?(?:(?:good|great|amazing|wonderful|incredible|excellent|special|gentle|loving)\s+)?care\s+of|(?:caring|cares|care|cared)\s+for|(?:looks|looking|looked)\s+after)`;

/** The elders and partners a caregiver looks after, whose illness is theirs and not the carer's. */
const CARED_FOR_KIN = String.raw`(?:mom|mum|mother|dad|father|parents|husband|wife|grandma|grandpa|grandmother|grandfather)`;

/** "Takes care of my " right before a relationship word. */
const CARE_BEFORE = new RegExp(String.raw`\b${CARING_FOR}\s+(?:her|his|their|my|our)\s+$`, "i");
const KIN = new RegExp(String.raw`^${CARED_FOR_KIN}\b`, "i");

/**
 * Whether `word`, said right after `before`, is an elder or a partner someone cares for ("takes care of my | dad"): the
 * words stay in the text, to be read as her caregiving. A nanny who "takes care of our twins" cares for children,
 * which is her job.
 */
export function caredForKin(before: string, word: string): boolean {
  return CARE_BEFORE.test(before) && KIN.test(word);
}

/** Care the giver's own were given: "took amazing care of our old dog", "looked after my mom in the hospital". */
export const CARED_FOR_THE_GIVERS = new RegExp(String.raw`\b${CARING_FOR}\s+(?:my|our|me|us)\b`, "i");
