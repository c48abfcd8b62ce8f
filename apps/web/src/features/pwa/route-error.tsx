import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconRefresh, IconWifiOff } from '@tabler/icons-react';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useDocumentTitle } from '../../lib/document-title';
import { useTranslation } from '../../lib/use-translation';
import { ErrorFallback } from '../shell/error-fallback';
import { isChunkLoadError } from './chunk-load';
import { useOnline } from './online-status';

/** The page could not load while offline (its code or data is not on this device). */
export function OfflinePage({ onRetry }: { onRetry: () => void }) {
	const { t } = useTranslation();
	useDocumentTitle(t('common.pwa.offline.documentTitle'));
	return (
		<Container size="sm" py="xl" data-testid="offline-page">
			<Stack align="center" ta="center" gap="md">
				<IconWifiOff size={48} stroke={1.5} aria-hidden />
				<Title order={1} fz={26}>
					{t('common.pwa.offline.title')}
				</Title>
				<Text c="dimmed">{t('common.pwa.offline.text')}</Text>
				<Button variant="light" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onRetry}>
					{t('common.pwa.offline.retry')}
				</Button>
			</Stack>
		</Container>
	);
}

/** A page's code is missing (usually a newer deploy) and the one automatic reload was used. */
function ChunkFailedPage() {
	const { t } = useTranslation();
	useDocumentTitle(t('common.pwa.chunk.title'));
	return (
		<Container size="sm" py="xl" role="alert" data-testid="chunk-error">
			<Stack align="center" ta="center" gap="md">
				<Title order={1} fz={26}>
					{t('common.pwa.chunk.title')}
				</Title>
				<Text c="dimmed">{t('common.pwa.chunk.text')}</Text>
				<Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => window.location.reload()}>
					{t('common.pwa.chunk.reload')}
				</Button>
			</Stack>
		</Container>
	);
}

/** The router's error view: offline and missing-chunk failures get their own pages, the rest the shell's. */
export function RouteError(props: ErrorComponentProps) {
	const online = useOnline();
	const router = useRouter();
	if (!online) {
		return (
			<OfflinePage
				onRetry={() => {
					props.reset();
					void router.invalidate();
				}}
			/>
		);
	}
	if (isChunkLoadError(props.error)) return <ChunkFailedPage />;
	return <ErrorFallback {...props} />;
}
