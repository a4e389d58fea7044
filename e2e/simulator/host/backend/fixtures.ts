/**
 * Canned `suggest_gifts` calls for fixtures mode (no server): the widget's own dev fixtures, so the
 * simulator, the widget's dev server and its tests all render the same cases.
 */
export { FIXTURE_NAMES, FIXTURES, type Fixture, type FixtureName } from "../../../../widget/src/dev/fixtures.ts";
