import type { Canvas } from '../kit/core.ts';

/** A picture: draws into a canvas and returns the SVG body (defs are collected by the canvas). */
export type Scene = (c: Canvas) => string;
