// Setup of the `browser-standalone` project: the standalone's one Preact setting (what
// src/element/standalone.ts does first), for the components these tests render from src.
import { runEffectsAfterCommit } from '../../src/element/renderer';

runEffectsAfterCommit();
