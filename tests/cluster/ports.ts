/** nginx's port for the cluster test (the processes behind it use the unit's 3001 and 3002). */
export const clusterPort = 8090
