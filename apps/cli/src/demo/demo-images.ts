import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { IMAGE_WIDTHS, variantFileName } from '@edge/api/image-rules';
import type { Db } from '@edge/db';
import sharp from 'sharp';
import { createRandom, mixSeed } from './random';

/**
 * How many demo profiles get a picture and a banner: the default demo (300) all of them; a bench
 * directory of 100,000 only its first 300 (by profile id), so `--profiles 100000` renders no more
 * images than the demo does.
 */
export const DEMO_IMAGE_PROFILES = 300;
/** Profiles drawn at once: sharp runs on libuv's threads, and a handful keeps both cores busy. */
const BATCH = 6;
/** Banners carry no text, so each palette has a few patterns that its profiles share (as copies). */
const BANNER_PATTERNS = 2;

/** Sizes drawn: a square picture (avatar, card, logo) and a 3:1 banner. */
const PICTURE = { width: 320, height: 320 } as const;
const BANNER = { width: 1200, height: 400 } as const;

/** Two colours per palette; a profile's category (or cuisine, or job) picks one, so a kind of shop looks alike. */
const PALETTES: readonly (readonly [string, string])[] = [
	['#0f766e', '#14b8a6'],
	['#1d4ed8', '#60a5fa'],
	['#b45309', '#f59e0b'],
	['#be123c', '#fb7185'],
	['#6d28d9', '#a78bfa'],
	['#047857', '#84cc16'],
	['#c2410c', '#fdba74'],
	['#0e7490', '#22d3ee'],
	['#9d174d', '#f472b6'],
	['#334155', '#94a3b8'],
	['#a16207', '#facc15'],
	['#155e75', '#2dd4bf'],
];

export interface DemoImagesSummary {
	/** Profiles that got their picture and banner in this run. */
	profiles: number;
	seconds: number;
}

interface ProfileToDraw {
	id: number;
	ownerId: string;
	kind: string;
	title: string;
	theme: string | null;
	hasImage: boolean;
	hasBanner: boolean;
}

/** A stable number of a text (FNV-1a), to pick a palette by category. */
function hashOf(text: string): number {
	let hash = 2166136261;
	for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 16777619);
	return hash >>> 0;
}

/** "Ferretería Guzmán" → "FG"; "María Peña Rosario" → "MP": what a logo or an avatar shows. */
export function initialsOf(title: string): string {
	const words = title
		.split(/\s+/)
		.filter((word) => /^\p{Lu}/u.test(word) || /^\p{L}{4,}/u.test(word))
		.slice(0, 2);
	const letters = (words.length > 0 ? words : [title]).map((word) => word.charAt(0).toUpperCase()).join('');
	return letters || 'E';
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function gradient([from, to]: readonly [string, string]): string {
	return `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`;
}

/** The square picture: the palette's gradient, two soft circles and the initials. */
function pictureSvg(initials: string, palette: readonly [string, string], seed: number): string {
	const random = createRandom(seed);
	const { width, height } = PICTURE;
	const circles = Array.from(
		{ length: 2 },
		() =>
			`<circle cx="${random.int(0, width)}" cy="${random.int(0, height)}" r="${random.int(50, 130)}" fill="#ffffff" fill-opacity="0.12"/>`,
	).join('');
	return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${gradient(palette)}
<rect width="${width}" height="${height}" fill="url(#g)"/>${circles}
<text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-size="${initials.length > 1 ? 120 : 150}" font-weight="700" fill="#ffffff">${escapeXml(initials)}</text></svg>`;
}

/** The banner: the same palette, a seeded pattern of circles and stripes, no text (the page writes the name). */
function bannerSvg(palette: readonly [string, string], seed: number): string {
	const random = createRandom(seed);
	const { width, height } = BANNER;
	const shapes = Array.from({ length: 9 }, () =>
		random.chance(0.6)
			? `<circle cx="${random.int(0, width)}" cy="${random.int(0, height)}" r="${random.int(40, 220)}" fill="#ffffff" fill-opacity="${(random.int(6, 18) / 100).toFixed(2)}"/>`
			: `<rect x="${random.int(-200, width)}" y="${random.int(-100, height)}" width="${random.int(200, 600)}" height="${random.int(20, 60)}" rx="12" fill="#ffffff" fill-opacity="0.10" transform="rotate(-20 ${width / 2} ${height / 2})"/>`,
	).join('');
	return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${gradient(palette)}
<rect width="${width}" height="${height}" fill="url(#g)"/>${shapes}</svg>`;
}

interface StoredUpload {
	id: string;
	width: number;
	height: number;
	bytes: number;
}

/** A drawing's files, encoded once: each name of the upload route (image-rules.ts) and its bytes. */
interface EncodedDrawing {
	width: number;
	height: number;
	files: { name: string; data: Buffer }[];
	/** The first upload folder written from it; later ones link its files. */
	storedIn?: string;
}

/**
 * Encodes a drawing as the upload pipeline stores a picture (image-processing.ts): each of
 * IMAGE_WIDTHS as WebP and JPEG, never wider than the picture (a smaller picture keeps its size
 * under the larger names, as `withoutEnlargement` does there). One render, one encode per distinct
 * size; lighter encoder settings than the server's (plain libjpeg, WebP effort 2): these are flat
 * drawings, and the server's settings made images most of the seed's time.
 */
async function encodeDrawing(svg: string): Promise<EncodedDrawing> {
	const pixels = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
	const { width, height, channels } = pixels.info;
	const files: EncodedDrawing['files'] = [];
	const bySize = new Map<number, Promise<[Buffer, Buffer]>>();
	for (const size of IMAGE_WIDTHS) {
		const target = Math.min(size, width);
		let encoded = bySize.get(target);
		if (!encoded) {
			const resized = () => sharp(pixels.data, { raw: { width, height, channels } }).resize({ width: target });
			encoded = Promise.all([
				resized().webp({ quality: 80, effort: 0 }).toBuffer(),
				resized().jpeg({ quality: 82 }).toBuffer(),
			]);
			bySize.set(target, encoded);
		}
		const [webp, jpeg] = await encoded;
		files.push(
			{ name: variantFileName(size, 'webp'), data: webp },
			{ name: variantFileName(size, 'jpeg'), data: jpeg },
		);
	}
	return { width, height, files };
}

/**
 * Writes one upload's folder (its own id, like any upload) from an encoded drawing. A drawing used
 * again gets hard links to the files of its first upload instead of copies: writing the bytes of
 * 3,600 files was half the images' time, and a link is a file of its own (deleting one profile's
 * upload unlinks only its names; the others keep the bytes).
 */
function storeDrawing(uploadsDir: string, drawing: EncodedDrawing): StoredUpload {
	const id = randomBytes(18).toString('base64url');
	const folder = join(uploadsDir, id);
	mkdirSync(folder);
	try {
		for (const file of drawing.files) {
			const target = join(folder, file.name);
			if (!drawing.storedIn) writeFileSync(target, file.data);
			else {
				try {
					linkSync(join(drawing.storedIn, file.name), target);
				} catch {
					// The first folder is gone (deleted meanwhile) or links are refused: a copy then.
					writeFileSync(target, file.data);
				}
			}
		}
		drawing.storedIn ??= folder;
	} catch (error) {
		rmSync(folder, { recursive: true, force: true });
		throw error;
	}
	const bytes = drawing.files.reduce((sum, file) => sum + file.data.length, 0);
	return { id, width: drawing.width, height: drawing.height, bytes };
}

/**
 * Gives the first DEMO_IMAGE_PROFILES demo profiles (by id) a picture and a banner drawn at seed
 * time in their category's colours, stored as real uploads: files in DATA_DIR/uploads/<id>/ named
 * as the upload route names them, an `uploads` row owned by the profile's owner and attached to the
 * profile, and the profile's image_id and banner_id. Additive like the rest of the demo: a profile
 * that has its images (its owner may have changed them) is left alone.
 */
export async function seedDemoImages(
	db: Db,
	options: { uploadsDir: string; seed: number; now: Date; limit?: number },
): Promise<DemoImagesSummary> {
	const started = performance.now();
	const sqlite = db.$client;
	const missing = sqlite
		.prepare(
			`select id, ownerId, kind, title, theme, hasImage, hasBanner from (
				select p.id, p.owner_id as ownerId, p.kind, p.title,
					coalesce(p.category_slug, p.cuisine_slug, p.job_type_slug) as theme,
					p.image_id is not null as hasImage, p.banner_id is not null as hasBanner
				from profiles p join users u on u.id = p.owner_id
				where u.email like '%@demo.edge.do' order by p.id limit ?)
			where not (hasImage and hasBanner)`,
		)
		.all(options.limit ?? DEMO_IMAGE_PROFILES) as ProfileToDraw[];
	const insertUpload = sqlite.prepare(
		`insert into uploads (id, owner_id, profile_id, format, width, height, bytes, created_at)
		values (?, ?, ?, 'jpeg', ?, ?, ?, ?)`,
	);
	const setImages = sqlite.prepare(
		'update profiles set image_id = coalesce(image_id, ?), banner_id = coalesce(banner_id, ?) where id = ?',
	);
	mkdirSync(options.uploadsDir, { recursive: true });
	const now = options.now.getTime();
	// Each drawing is encoded once: profiles of one palette with the same initials share a picture,
	// and a palette's profiles share its few banner patterns; every profile still gets uploads of its own.
	const drawings = new Map<string, Promise<EncodedDrawing>>();
	const drawing = (key: string, svg: () => string) => {
		let encoded = drawings.get(key);
		if (!encoded) {
			encoded = encodeDrawing(svg());
			drawings.set(key, encoded);
		}
		return encoded;
	};
	for (let from = 0; from < missing.length; from += BATCH) {
		const batch = missing.slice(from, from + BATCH);
		// Files first, then the rows: a row always has its files (upload.service.ts).
		const drawn = await Promise.all(
			batch.map(async (profile) => {
				const paletteIndex = hashOf(profile.theme ?? profile.kind) % PALETTES.length;
				const palette = PALETTES[paletteIndex] as readonly [string, string];
				const initials = initialsOf(profile.title);
				const pattern = profile.id % BANNER_PATTERNS;
				const [picture, bannerDrawing] = await Promise.all([
					profile.hasImage
						? null
						: drawing(`picture:${paletteIndex}:${initials}`, () =>
								pictureSvg(initials, palette, mixSeed(options.seed, hashOf(initials))),
							),
					profile.hasBanner
						? null
						: drawing(`banner:${paletteIndex}:${pattern}`, () =>
								bannerSvg(palette, mixSeed(options.seed, 7_000_000 + paletteIndex * BANNER_PATTERNS + pattern)),
							),
				]);
				return {
					profile,
					image: picture && storeDrawing(options.uploadsDir, picture),
					banner: bannerDrawing && storeDrawing(options.uploadsDir, bannerDrawing),
				};
			}),
		);
		sqlite
			.transaction(() => {
				for (const { profile, image, banner } of drawn) {
					for (const upload of [image, banner]) {
						if (upload)
							insertUpload.run(upload.id, profile.ownerId, profile.id, upload.width, upload.height, upload.bytes, now);
					}
					setImages.run(image?.id ?? null, banner?.id ?? null, profile.id);
				}
			})
			.immediate();
	}
	return { profiles: missing.length, seconds: (performance.now() - started) / 1000 };
}
