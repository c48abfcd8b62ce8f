import { IconArrowsMove } from '@tabler/icons-react';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import type { MouseEvent } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { attributionParts } from './attribution';
import { MAP_HEIGHT } from './map-height';
import classes from './map-preview.module.css';
import { tileAddress, tilesAround } from './tile-math';
import type { MapSettings } from './use-map-config';

export interface MapPreviewProps {
	lat: number;
	lng: number;
	zoom: number;
	title: string;
	settings: MapSettings;
	/** Pressed: open the live map; `keyboard` when pressed with a key (the live map then takes the focus). */
	onExplore: (keyboard: boolean) => void;
	/** The visitor points at it or focuses it: a good moment to fetch the live map's code. */
	onIntent: () => void;
}

/**
 * Tiles enough for a map 1,280 px wide (a profile's column is narrower) and MAP_HEIGHT tall: the
 * server draws the preview without knowing the width. Those outside the box are hidden by the
 * box's width (map-preview.module.css, in steps of WIDTH_STEP), and a hidden lazy image is never
 * fetched: a phone asks the tile server for the tiles it shows, as Leaflet would, not for all.
 */
const HALF_WIDTH = 640;
const WIDTH_STEP = 128;

/** The step of widths from which a tile shows: rounded down, so a tile is never hidden while seen. */
const shownFrom = (minWidth: number) => Math.floor(minWidth / WIDTH_STEP) * WIDTH_STEP || undefined;

/**
 * A profile's map as plain images: the tiles around the place and Leaflet's marker, where Leaflet
 * would put them, with the provider's attribution. The server draws it with the page, so the map is
 * there before any script runs; Leaflet (its code, its map-making: the longest task of a profile's
 * load on a phone, docs/bench.md) waits until the visitor wants to move or zoom the map, and then
 * opens at the same place and zoom.
 */
export function MapPreview({ lat, lng, zoom, title, settings, onExplore, onIntent }: MapPreviewProps) {
	const { t } = useTranslation();
	const tiles = tilesAround(lat, lng, zoom, HALF_WIDTH, MAP_HEIGHT / 2);
	const retina = settings.tileUrl.includes('{r}');
	// A click from the keyboard (Enter, Space) has no pointer behind it: detail is 0.
	const explore = (event: MouseEvent) => onExplore(event.detail === 0);
	return (
		<div className={classes.preview} style={{ height: MAP_HEIGHT }} data-testid="profile-map-preview">
			<button
				type="button"
				className={classes.explore}
				aria-label={t('maps.profileMap.exploreLabel', { title })}
				onClick={explore}
				onPointerEnter={onIntent}
				onFocus={onIntent}
				data-testid="profile-map-explore"
			>
				{tiles.map((tile) => (
					<img
						key={`${tile.x}/${tile.y}`}
						className={classes.tile}
						src={tileAddress(settings.tileUrl, tile)}
						srcSet={retina ? `${tileAddress(settings.tileUrl, tile, true)} 2x` : undefined}
						style={{ left: `calc(50% + ${tile.left}px)`, top: `calc(50% + ${tile.top}px)` }}
						data-from={shownFrom(tile.minWidth)}
						alt=""
						loading="lazy"
						decoding="async"
					/>
				))}
				{/* A background, not an image: Leaflet's shadow comes in one size only, too small for a
				    phone's dense screen as an image (Lighthouse's image-size-responsive); it is decoration. */}
				<span className={classes.shadow} style={{ backgroundImage: `url(${markerShadow})` }} />
				<img className={classes.marker} src={markerIcon} srcSet={`${markerIcon2x} 2x`} alt="" />
				<span className={classes.hint} aria-hidden>
					<IconArrowsMove size={16} />
					{t('maps.profileMap.explore')}
				</span>
			</button>
			<div className={classes.attribution}>
				{attributionParts(settings.attribution).map((part, index) =>
					part.href ? (
						// biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed line, in order
						<a key={index} href={part.href} target="_blank" rel="noopener noreferrer">
							{part.text}
						</a>
					) : (
						part.text
					),
				)}
			</div>
		</div>
	);
}
