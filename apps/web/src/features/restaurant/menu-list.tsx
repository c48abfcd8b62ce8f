import { formatDop } from '@edge/i18n/format';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLanguage } from '../../lib/use-language';
import { useTranslation } from '../../lib/use-translation';
import { UploadedImage } from '../images/uploaded-image';
import type { RestaurantMenu } from './restaurant-types';

interface MenuListProps {
	menus: readonly RestaurantMenu[];
	/** Owner tools for one menu (delete), rendered in its header. */
	menuActions?: (menu: RestaurantMenu) => ReactNode;
}

export function MenuList({ menus, menuActions }: MenuListProps) {
	const { t } = useTranslation();
	const language = useLanguage();
	if (menus.length === 0) return <Text c="dimmed">{t('restaurant.page.noMenus')}</Text>;
	return (
		<Stack gap="md">
			{menus.map((menu) => (
				<Card key={menu.id} withBorder radius="md" padding="md" data-testid={`menu-${menu.id}`}>
					<Group justify="space-between" mb="xs">
						<Title order={3} fz="lg">
							{menu.title}
						</Title>
						{menuActions?.(menu)}
					</Group>
					{menu.imageIds.length > 0 && (
						<Group gap="xs" mb="sm">
							{menu.imageIds.map((imageId) => (
								<UploadedImage key={imageId} id={imageId} width={320} alt={menu.title} h={120} w={160} radius="sm" />
							))}
						</Group>
					)}
					<Stack gap={8}>
						{menu.items.map((item) => (
							<Group key={item.id} justify="space-between" wrap="nowrap" align="flex-start">
								<Stack gap={0}>
									<Text fw={500}>{item.name}</Text>
									{item.description && (
										<Text fz="sm" c="dimmed">
											{item.description}
										</Text>
									)}
								</Stack>
								<Text fw={600} style={{ whiteSpace: 'nowrap' }}>
									{formatDop(item.priceCents, language)}
								</Text>
							</Group>
						))}
					</Stack>
				</Card>
			))}
		</Stack>
	);
}
