import { ActionIcon } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';

export interface ItemMenuProps {
	/** Each action shows only when given: the page leaves out what the server would refuse. */
	onEdit?: () => void;
	onDelete?: () => void;
	onReport?: () => void;
	testId: string;
}

const loadDropdown = () => import('./item-menu-dropdown');
const ItemMenuDropdown = lazy(() => loadDropdown().then((module) => ({ default: module.ItemMenuDropdown })));

/**
 * The "…" menu of a post or a comment: edit and delete for its author, report for others signed in.
 * Until first clicked it is only its button: the menu's code (positioning, focus trap, ~30 KB) loads
 * then, so a page of twenty posts does not download and mount twenty menus nobody opened.
 */
export function ItemMenu(props: ItemMenuProps) {
	const { t } = useTranslation();
	const [wanted, setWanted] = useState(false);
	if (!props.onEdit && !props.onDelete && !props.onReport) return null;
	const button = (
		<ActionIcon
			variant="subtle"
			color="gray"
			aria-label={t('wall.page.menu.label')}
			aria-haspopup="menu"
			data-testid={props.testId}
			// Hover or focus starts the download, so the click rarely waits.
			onPointerEnter={() => void loadDropdown()}
			onFocus={() => void loadDropdown()}
			onClick={() => setWanted(true)}
		>
			<IconDots size={18} aria-hidden />
		</ActionIcon>
	);
	if (!wanted) return button;
	return (
		<Suspense fallback={button}>
			<ItemMenuDropdown {...props} />
		</Suspense>
	);
}
